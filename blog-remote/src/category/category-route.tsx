import { PageNotFound, lazyNamed } from '@site/shared';
import { useParams } from 'react-router-dom';
import { BLOG_COPY } from '../../content/blog-copy';
import type { BlogCategory } from '../../content/categories';
import { categoryPageKey } from '../published/content-client';
import { useBlogContent } from '../published/blog-content-context';
import { OnDemandPage } from '../ui/on-demand-page';

const loadCategoryPage = () => import(/* webpackChunkName: "page-category" */ './category-page');
const CategoryPage = lazyNamed(loadCategoryPage, 'CategoryPage');

/** `/page/<n>` of a category: n from 2 up (page 1 is the category's own address). */
function pageNumber(param: string | undefined): number | null {
  if (param === undefined) return 1;
  return /^[1-9]\d*$/.test(param) && param !== '1' ? Number(param) : null;
}

/** A page of a category's list: /blog/<category> and /blog/<category>/page/<n>. */
export function CategoryRoute({ category }: { category: BlogCategory }) {
  const content = useBlogContent();
  const page = pageNumber(useParams().page);
  // The page's code is fetched beside its data, not after it.
  void loadCategoryPage();
  if (page === null) return <PageNotFound />;
  return (
    <OnDemandPage
      key={categoryPageKey(category.slug, page)}
      dataKey={categoryPageKey(category.slug, page)}
      load={(retry) => content.categoryPage(category.slug, page, retry)}
      loadingText={BLOG_COPY.loading.list}
    >
      {(data) => <CategoryPage category={category} data={data} />}
    </OnDemandPage>
  );
}
