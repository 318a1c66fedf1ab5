import { createContext, useContext } from 'react';
import type { BlogContent } from './content-client';

const BlogContentContext = createContext<BlogContent | null>(null);

/** Gives the blog's pages their data: the published files in the build, fixtures in tests. */
export const BlogContentProvider = BlogContentContext.Provider;

export function useBlogContent(): BlogContent {
  const content = useContext(BlogContentContext);
  if (!content) throw new Error('The blog pages need a BlogContentProvider above them');
  return content;
}
