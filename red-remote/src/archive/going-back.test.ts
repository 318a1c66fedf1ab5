import { goBack, moveBackUnderWay } from './going-back';

describe('going Back from a poem over the archive', () => {
  let back: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
  });
  afterEach(() => {
    back.mockRestore();
    jest.useRealTimers();
  });

  it('is under way from the call until the browser has moved (popstate)', async () => {
    expect(moveBackUnderWay()).toBeNull();
    goBack();
    expect(back).toHaveBeenCalledTimes(1);
    const move = moveBackUnderWay();
    expect(move).not.toBeNull();
    window.dispatchEvent(new PopStateEvent('popstate'));
    await move;
    expect(moveBackUnderWay()).toBeNull();
  });

  it('lets go after a while if the browser never moves', async () => {
    goBack();
    const move = moveBackUnderWay();
    jest.advanceTimersByTime(1000);
    await move;
    expect(moveBackUnderWay()).toBeNull();
  });
});
