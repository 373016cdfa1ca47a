import { infoApi } from '../features/info/info.api';
import { SCREEN_LOADERS, screenLoaderFor } from './screen-loaders';
import type { AppDispatch } from './store';

/**
 * Once the user is known, starts the request the screen at `pathname` renders from, so that it is under
 * way while the screen's code loads and renders rather than after (the screen's own query then finds it).
 * Only screens whose first view waits for one such answer are listed.
 */
export function prefetchScreenData(dispatch: AppDispatch, pathname: string): void {
  if (screenLoaderFor(pathname) !== SCREEN_LOADERS.info) return;
  // /info: the topic grid and, above it, the audio summary from the manifest.
  void dispatch(infoApi.util.prefetch('getInfoTopics', undefined, {}));
  void dispatch(infoApi.util.prefetch('getAudioManifest', undefined, {}));
}
