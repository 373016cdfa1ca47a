/** Spec 1 §5/§9 and spec 2 §9: timings and limits of the info filter, the search and the article deep links. */
export const INFO_LIMITS = {
  /** The /info filter and the search start at 3 trimmed characters. */
  minQueryLength: 3,
  debounceMs: 300,
  /** A search result navigates after about 200 ms. */
  resultNavigationDelayMs: 200,
  /** Deep link (#section): scroll after 500 ms, 80 px above the section. */
  anchorScrollDelayMs: 500,
  anchorOffsetPx: 80,
  /** The yellow highlight stays about 1.5 s, then fades over 2 s. */
  highlightMs: 1500,
  highlightFadeMs: 2000,
  /** The 'Section ID … not found' banner shows for 5 s. */
  missingSectionBannerMs: 5000,
  /** How long the loaded search index stays cached after leaving the search (RTK Query, seconds). */
  searchIndexCacheSeconds: 30 * 60,
  /** The audio manifest changes only with a deployment: keep it for a day (RTK Query, seconds). */
  audioManifestCacheSeconds: 24 * 60 * 60,
} as const;
