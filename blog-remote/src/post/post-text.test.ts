import { BLOG_POSTS, type BlogPost } from '../posts/blog-posts';
import type * as PostTextModule from './post-text';

type PostText = typeof PostTextModule;

/** post-text.ts as the blog's code evaluated on a page holding `html`. */
function evaluatedOn(html: string): PostText {
  document.body.innerHTML = html;
  let module: PostText | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<PostText>('./post-text');
  });
  if (!module) throw new Error('post-text.ts did not load');
  return module;
}

function postWithChunk(slug: string): BlogPost & { loadBody: jest.Mock } {
  const post = BLOG_POSTS.find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`no post ${slug}`);
  return { ...post, loadBody: jest.fn(() => Promise.resolve('<p>from the chunk</p>')) };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('loadPostText', () => {
  it("adopts a prerendered post's text as a settled promise, without fetching its chunk", async () => {
    const post = postWithChunk('origin');
    const { loadPostText } = evaluatedOn(
      `<main><div data-post-text="origin" data-post-version="${post.bodyVersion}"><p>Prerendered words.</p></div></main>`,
    );

    const text = loadPostText(post);

    // React's `use` reads these two fields and renders at once instead of suspending.
    expect(text).toMatchObject({ status: 'fulfilled', value: '<p>Prerendered words.</p>' });
    await expect(text).resolves.toBe('<p>Prerendered words.</p>');
    expect(loadPostText(post, true)).toBe(text);
    expect(post.loadBody).not.toHaveBeenCalled();
  });

  it('fetches the text when the page was prerendered from an older release of the blog', async () => {
    const post = postWithChunk('origin');
    const { loadPostText } = evaluatedOn(
      '<div data-post-text="origin" data-post-version="0123456789ab"><p>Old words.</p></div>',
    );

    await expect(loadPostText(post)).resolves.toBe('<p>from the chunk</p>');
    expect(post.loadBody).toHaveBeenCalledTimes(1);
  });

  it("fetches another post's text from its chunk", async () => {
    const { loadPostText } = evaluatedOn('<div data-post-text="origin"><p>Origin.</p></div>');
    const post = postWithChunk('the-vault');

    await expect(loadPostText(post, true)).resolves.toBe('<p>from the chunk</p>');
    expect(post.loadBody).toHaveBeenCalledWith(true);
  });

  it('reads the page once, when the code is evaluated: a text rendered later is not adopted', async () => {
    const { loadPostText } = evaluatedOn('<main></main>');
    document.body.innerHTML = '<div data-post-text="origin"><p>Rendered after a link.</p></div>';
    const post = postWithChunk('origin');

    await expect(loadPostText(post)).resolves.toBe('<p>from the chunk</p>');
    expect(post.loadBody).toHaveBeenCalledTimes(1);
  });
});
