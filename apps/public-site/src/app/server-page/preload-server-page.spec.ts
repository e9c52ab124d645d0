import { loadFilterBar, loadRecordsBoard } from '../pages/load-layouts';
import { loadOtherPages } from '../pages/page-chunks';
import { preloadServerPage } from './preload-server-page';

jest.mock('../pages/page-chunks', () => ({ loadOtherPages: jest.fn(() => Promise.resolve({})) }));
jest.mock('../pages/load-layouts', () => ({
  loadFilterBar: jest.fn(() => Promise.resolve({})),
  loadRecordsBoard: jest.fn(() => Promise.resolve({})),
}));

function markup(html: string): ParentNode {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

beforeEach(() => jest.clearAllMocks());

describe('preloadServerPage', () => {
  it("Home's markup needs none of the other pages' chunks", async () => {
    await preloadServerPage(markup('<main><div class="ps-home-wrap"><div class="ps-home"></div></div></main>'));
    expect(loadOtherPages).not.toHaveBeenCalled();
    expect(loadFilterBar).not.toHaveBeenCalled();
    expect(loadRecordsBoard).not.toHaveBeenCalled();
  });

  it("a folder's markup loads the other pages' chunk, its filter bar and its records board", async () => {
    await preloadServerPage(
      markup('<main><div class="ui-filter-bar"></div><div data-layout="RecordsLayout"></div></main>'),
    );
    expect(loadOtherPages).toHaveBeenCalledTimes(1);
    expect(loadFilterBar).toHaveBeenCalledTimes(1);
    expect(loadRecordsBoard).toHaveBeenCalledTimes(1);
  });

  it("a profile's markup loads the other pages' chunk only", async () => {
    await preloadServerPage(markup('<main><h1>Jane Doe</h1></main>'));
    expect(loadOtherPages).toHaveBeenCalledTimes(1);
    expect(loadFilterBar).not.toHaveBeenCalled();
  });
});
