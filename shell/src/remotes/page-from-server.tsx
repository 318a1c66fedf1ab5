import { useEffect, useState } from 'react';
import { loadPageFromServer } from './load-page-from-server';
import { UnavailablePage } from '../unavailable/unavailable-page';
import { SectionLoading } from './section-loading';

/**
 * A section that failed on a page it was not served with (a link followed in the app): the
 * page is loaded from the server, prerendered, when it answers; the site's unavailable page
 * (unavailable-page.tsx) shows only when there is no page to be had (offline and never read,
 * or a reload that failed).
 */
export function PageFromServer({
  sectionLabel,
  retry,
}: {
  sectionLabel: string;
  retry: () => void;
}) {
  const [noPage, setNoPage] = useState(false);
  useEffect(() => {
    let current = true;
    void loadPageFromServer(window.location.href).then((loading) => {
      if (!loading && current) setNoPage(true);
    });
    return () => {
      current = false;
    };
  }, []);
  return noPage ? (
    <UnavailablePage sectionLabel={sectionLabel} retry={retry} cause="section-away" />
  ) : (
    <SectionLoading sectionLabel={sectionLabel} />
  );
}
