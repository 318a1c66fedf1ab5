import { historyEntryId } from './history-entry-id';

describe('historyEntryId', () => {
  beforeEach(() => window.history.replaceState(null, ''));

  it('is the router key for an entry the router made', () => {
    expect(historyEntryId('k3y')).toBe('k3y');
    expect(window.history.state).toBeNull();
  });

  it('gives the entry a document was opened at an id of its own, kept in its state', () => {
    window.history.replaceState({ idx: 0 }, '');
    const id = historyEntryId('default');
    expect(id).not.toBe('default');
    expect(window.history.state).toEqual({ idx: 0, siteEntryId: id });
    // Asked again (a reload, Back to it): the same id.
    expect(historyEntryId('default')).toBe(id);
  });

  it('gives two such entries two ids', () => {
    const first = historyEntryId('default');
    window.history.pushState(null, '');
    const second = historyEntryId('default');
    expect(second).not.toBe(first);
  });
});
