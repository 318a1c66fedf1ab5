import { SiteThemeProvider } from '@site/shared';
import { act, render } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { BrowserRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';

/** Where the router is, as the reader's address bar shows it (for the tests' assertions). */
export const shown: { location?: Location } = {};

function LocationProbe() {
  const location = useLocation();
  useEffect(() => {
    shown.location = location;
  }, [location]);
  return null;
}

/**
 * For tests: `ui` on every address below /red-archive, as the section mounts the archive,
 * with the browser's own history (jsdom's), so that Back and history.back() work as they do
 * for a reader. Starts at `route` with a fresh history entry.
 */
export async function renderUnderArchive(ui: ReactElement, route: string): Promise<void> {
  window.history.replaceState(null, '', route);
  await act(async () => {
    render(
      <SiteThemeProvider>
        <BrowserRouter>
          <Routes>
            <Route
              path="/red-archive/*"
              element={
                <>
                  {ui}
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </BrowserRouter>
      </SiteThemeProvider>,
    );
  });
}

/** The reader's Back button: resolves once the router has moved. */
export async function goBack(): Promise<void> {
  await act(async () => {
    const moved = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    window.history.back();
    await moved;
  });
}
