// The blog's posts as its code sees them: every `.md` file of content/posts published by the
// toolchain's content loader into data files (toolchain/content-collection.cjs and the
// content type's publish step, build/blog-content.cjs); the module tells only their version.
declare module '*/published.md-folder' {
  /** Names the content as built: its data files are under static/content/<version>/. */
  export const CONTENT_VERSION: string;
}
