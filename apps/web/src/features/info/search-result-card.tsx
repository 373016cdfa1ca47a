import type { SearchIndexEntry } from '@mpu/content';
import { INFO_TEXTS } from '@mpu/ui-texts';
import { isRelevant, snippet, type ScoredSection } from '@mpu/domain';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LockIcon } from '../../shared/ui/icons';
import { HighlightedText } from './highlighted-text';
import { INFO_LIMITS } from './info.constants';

const T = INFO_TEXTS.search;

/** The page of a result: the parent article plus #sectionId, or just the article without a section id. */
function resultHref(entry: SearchIndexEntry): string {
  return entry.sectionId ? `${entry.parentHref}#${entry.sectionId}` : entry.parentHref;
}

/**
 * One search result (spec 2 §2/§5): highlighted title, snippet (a lock and 'Premium' for locked premium
 * sections), 'Relevant' above 10 and 'Aus: {parent}'. The link is named by its title (its only content
 * that is not aria-hidden); badge, snippet and parent are its description — a name set with aria-label would
 * leave that visible text out of the name (WCAG 2.5.3). A click shows the card as pressed and navigates
 * after about 200 ms; modified clicks (new tab) keep the browser's behaviour.
 */
export function SearchResultCard({
  result,
  term,
}: {
  result: ScoredSection<SearchIndexEntry>;
  term: string;
}) {
  const { section: entry, score } = result;
  const navigate = useNavigate();
  const id = useId();
  const [pending, setPending] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const to = resultHref(entry);
  const relevant = isRelevant(score);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setPending(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => navigate(to), INFO_LIMITS.resultNavigationDelayMs);
  };

  return (
    <Link
      to={to}
      className="result-card"
      onClick={onClick}
      data-pending={pending || undefined}
      data-score={score}
      aria-describedby={[relevant ? `${id}-relevant` : '', `${id}-text`, `${id}-from`].join(' ').trim()}
    >
      <span className="result-card__head">
        <span className="result-card__title">
          <HighlightedText text={entry.title} term={term} />
        </span>
        {relevant && (
          <span className="badge badge--relevant" id={`${id}-relevant`} aria-hidden="true">
            {T.relevant}
          </span>
        )}
      </span>
      {entry.locked ? (
        <span className="result-card__locked" id={`${id}-text`} title={T.lockedHint} aria-hidden="true">
          <LockIcon width={16} height={16} />
          {T.locked}
        </span>
      ) : (
        <span className="result-card__snippet" id={`${id}-text`} aria-hidden="true">
          <HighlightedText text={snippet(entry.content, term)} term={term} />
        </span>
      )}
      <span className="result-card__from" id={`${id}-from`} aria-hidden="true">
        {T.from(entry.parentTitle)}
      </span>
    </Link>
  );
}
