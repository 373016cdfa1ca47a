import { PLANNED_ROUTES } from './route-table';
import { SCREEN_LOADERS, screenLoaderFor } from './screen-loaders';
import { TOOL_PAGES } from './tool-pages';

describe('screen loaders', () => {
  it('preload exactly the screen the route table shows at each address', () => {
    for (const route of PLANNED_ROUTES) {
      let expected: (() => Promise<unknown>) | undefined;
      if (TOOL_PAGES[route.path]) expected = undefined;
      else if (route.chatMode) expected = SCREEN_LOADERS.chat;
      else if (route.info?.screen === 'list') expected = SCREEN_LOADERS.info;
      else if (route.info?.screen === 'search') expected = SCREEN_LOADERS.search;
      else if (route.info?.screen === 'article') expected = SCREEN_LOADERS.article;
      expect({ path: route.path, loader: screenLoaderFor(route.path) }).toEqual({
        path: route.path,
        loader: expected,
      });
    }
  });

  it('preload the home screen at / and nothing at unknown addresses', () => {
    expect(screenLoaderFor('/')).toBe(SCREEN_LOADERS.home);
    expect(screenLoaderFor('/coach/')).toBe(SCREEN_LOADERS.chat);
    expect(screenLoaderFor('/gibt-es-nicht')).toBeUndefined();
  });
});
