import { lazyNamed } from '@site/shared';
import { useParams } from 'react-router-dom';
import { BLOG_COPY } from '../../content/blog-copy';
import type { BlogCategory } from '../../content/categories';
import { postKey } from '../published/content-client';
import { useBlogContent } from '../published/blog-content-context';
import { OnDemandPage } from '../ui/on-demand-page';

const loadPostPage = () => import(/* webpackChunkName: "page-post" */ './post-page');
const PostPage = lazyNamed(loadPostPage, 'PostPage');

/** A post: /blog/<category>/<post file name>; any other name is the site's 404 page. */
export function PostRoute({ category }: { category: BlogCategory }) {
  const content = useBlogContent();
  const slug = useParams().slug ?? '';
  // The page's code is fetched beside its data, not after it.
  void loadPostPage();
  return (
    <OnDemandPage
      key={postKey(category.slug, slug)}
      dataKey={postKey(category.slug, slug)}
      load={(retry) => content.post(category.slug, slug, retry)}
      loadingText={BLOG_COPY.loading.post}
    >
      {(data) => <PostPage category={category} data={data} />}
    </OnDemandPage>
  );
}
