import { inspectRequestPath, normalisePath } from './request-path';

describe('inspectRequestPath', () => {
  it.each([
    '/api/planner',
    '/api/planner?x=1',
    '/api/sessions/0b7e4f3c-1f0a-4b55-9d43-6f1f2bde9a10/chats',
    '/api/info/articles/%C3%BCbung',
    '/api',
  ])('takes %s as canonical API path', (url) => {
    expect(inspectRequestPath(url)).toEqual({ isApi: true, isDocs: false, isCanonical: true });
  });

  it.each([
    '/%61pi/planner',
    '/%41PI/planner',
    '/api%2Fplanner',
    '/api%5cplanner',
    '//api/planner',
    '/api//planner',
    '/./api/planner',
    '/api/./planner',
    '/api/%2e/planner',
    '/x/../api/planner',
    '/x/%2e%2e/api/planner',
    '/API/planner',
    '/api/pl%61nner',
    '/api\\planner',
  ])('reads %s as an API path that is not canonical', (url) => {
    expect(inspectRequestPath(url)).toEqual({ isApi: true, isDocs: false, isCanonical: false });
  });

  it.each(['/', '/info/ctu', '/assets/index-abc.js', '/apix/planner', '/%ff'])(
    'reads %s as no API path',
    (url) => {
      expect(inspectRequestPath(url).isApi).toBe(false);
    },
  );

  it('reads the OpenAPI pages as documents under any spelling', () => {
    expect(inspectRequestPath('/api/docs')).toMatchObject({ isApi: false, isDocs: true });
    expect(inspectRequestPath('/api/docs-json')).toMatchObject({ isApi: false, isDocs: true });
    expect(inspectRequestPath('/%61pi/docs')).toMatchObject({ isApi: false, isDocs: true });
  });
});

describe('normalisePath', () => {
  it('decodes ASCII escapes, folds case, slashes and dot segments', () => {
    expect(normalisePath('/%61pi//./x/../Planner\\Y')).toBe('/api/planner/y');
  });
});
