/** The home page's 'Literary Works'. */
export function BookShowcase() {
  return (
    <section aria-labelledby="literary-works">
      <h2 id="literary-works">Literary Works</h2>
    </section>
  );
}
