import '../../styles/info.css';
import { INFO_TEXTS } from '@mpu/ui-texts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../shared/ui/spinner';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { usePremiumAccess } from '../subscription/use-premium-access';
import { INFO_LIMITS } from './info.constants';
import { useGetInfoTopicsQuery } from './info.api';
import { InfoAudio } from './info-audio';
import { SearchIcon } from './info-icons';
import { LoadError } from './load-error';
import { SelfAssessmentCard } from './self-assessment-card';
import { TopicCard } from './topic-card';
import { filterTopics } from './topic-filter';
import { useDebouncedValue } from './use-debounced-value';

const T = INFO_TEXTS.list;

/**
 * /info 'MPU Grundlagen' (spec 1 §2/§4/§5): filter box, link to the full search, the audio summary ('info' in the
 * audio manifest), the topic grid and, below it, the way to the self-assessment (/info/quiz).
 */
export default function InfoPage() {
  usePageTitle(T.title);
  const fieldId = useId();
  const quizId = useId();
  const [query, setQuery] = useState('');
  const term = useDebouncedValue(query, INFO_LIMITS.debounceMs);
  const { data: topics, isLoading, isError, refetch } = useGetInfoTopicsQuery();
  const { access } = usePremiumAccess();
  const visible = topics ? filterTopics(topics, term) : [];
  const trimmed = query.trim();
  const searchHref = trimmed === '' ? '/search' : `/search?q=${encodeURIComponent(trimmed)}`;

  return (
    <main className="page info-page">
      <h1 className="page__title">{T.title}</h1>
      <p className="page__lead">{T.lead}</p>

      <div className="info-filter" role="search">
        <label className="visually-hidden" htmlFor={fieldId}>
          {T.filterLabel}
        </label>
        <div className="search-field">
          <SearchIcon className="search-field__icon" />
          <input
            id={fieldId}
            type="search"
            className="field__input search-field__input"
            placeholder={T.filterPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={`${fieldId}-hint`}
          />
        </div>
        <p className="field__hint" id={`${fieldId}-hint`}>
          {T.filterHint}
        </p>
        <Link to={searchHref} className="button button--secondary info-filter__full">
          <SearchIcon />
          {T.fullSearch}
        </Link>
      </div>

      <InfoAudio audioKey="info" />

      {isLoading ? (
        <Spinner />
      ) : isError || !topics ? (
        <LoadError text={T.loadError} onRetry={() => void refetch()} />
      ) : visible.length === 0 ? (
        <p className="info-empty" role="status">
          {T.noResults}
        </p>
      ) : (
        <ul className="topic-grid" aria-label={T.topicsLabel}>
          {visible.map((topic) => (
            <li key={topic.topic}>
              <TopicCard topic={topic} access={access} />
            </li>
          ))}
        </ul>
      )}

      <section className="info-quiz" aria-labelledby={quizId}>
        <h2 id={quizId} className="info-quiz__title">
          {T.selfAssessment.heading}
        </h2>
        <SelfAssessmentCard access={access} />
      </section>
    </main>
  );
}
