import '../../styles/info.css';
import type { InfoTopic } from '@mpu/content';
import { INFO_TEXTS } from '@mpu/ui-texts';
import { searchSections } from '@mpu/domain';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CloseIcon } from '../../shared/ui/core-icons';
import { Spinner } from '../../shared/ui/spinner';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { INFO_LIMITS } from './info.constants';
import { useGetSearchIndexQuery } from './info.api';
import { BackArrowIcon } from '../../shared/ui/icons';
import { SearchIcon, TopicIcon } from './info-icons';
import { LoadError } from './load-error';
import { categoriesOf, groupResults, type Category, type ResultGroup } from './search-groups';
import { SearchResultCard } from './search-result-card';
import { effectiveQuery } from './topic-filter';
import { useDebouncedInput } from './use-debounced-input';

const T = INFO_TEXTS.search;
type Tab = InfoTopic | 'all';

/**
 * /search?q= (spec 1 §2/§5, spec 2 §2/§5): full-text search over the sections of every topic. The index
 * is loaded when this screen opens and then cached; the query stays in the address (replaced, not pushed).
 */
export default function SearchPage() {
  usePageTitle(T.title);
  const fieldId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [params, setParams] = useSearchParams();
  const query = useDebouncedInput(params.get('q') ?? '', INFO_LIMITS.debounceMs);
  const term = effectiveQuery(query.settled);
  const { data: index, isLoading, isError, refetch } = useGetSearchIndexQuery();

  // The settled query goes into the address without a new history entry.
  const settledQuery = query.settled.trim();
  // Only a change of the query itself touches the address (not a navigation away from this screen).
  const syncedQuery = useRef(settledQuery);
  useEffect(() => {
    if (syncedQuery.current === settledQuery) return;
    syncedQuery.current = settledQuery;
    setParams(settledQuery === '' ? {} : { q: settledQuery }, { replace: true });
  }, [settledQuery, setParams]);

  const results = useMemo(() => (index && term ? searchSections(index, term) : []), [index, term]);
  const groups = useMemo(() => groupResults(results), [results]);

  const setNow = (next: string) => {
    query.setNow(next);
    inputRef.current?.focus();
  };

  return (
    <main className="page search-page">
      <Link to="/info" className="back-link">
        <BackArrowIcon width={20} height={20} />
        {INFO_TEXTS.backToBasics}
      </Link>
      <h1 className="page__title">{T.title}</h1>

      <form role="search" className="search-page__field" onSubmit={(event) => event.preventDefault()}>
        <label className="visually-hidden" htmlFor={fieldId}>
          {T.fieldLabel}
        </label>
        <div className="search-field">
          <SearchIcon className="search-field__icon" />
          <input
            ref={inputRef}
            id={fieldId}
            type="search"
            className="field__input search-field__input"
            placeholder={T.placeholder}
            value={query.value}
            onChange={(event) => query.change(event.target.value)}
            autoFocus
            autoComplete="off"
            enterKeyHint="search"
          />
          {query.value.trim() !== '' && (
            <button
              type="button"
              className="icon-button search-field__clear"
              aria-label={T.clear}
              onClick={() => setNow('')}
            >
              <CloseIcon />
            </button>
          )}
        </div>
      </form>

      {/* Always present, so screen readers announce each new count or the no-result text. */}
      <p className="search-count" role="status">
        {index &&
          term !== '' &&
          (results.length > 0 ? T.resultCount(results.length, term) : T.noResults(term))}
      </p>

      {isLoading ? (
        <Spinner />
      ) : isError || !index ? (
        <LoadError text={T.loadError} onRetry={() => void refetch()} />
      ) : term === '' ? (
        <EmptySearch
          tooShort={query.settled.trim() !== ''}
          categories={categoriesOf(index)}
          onSuggestion={setNow}
        />
      ) : groups.length === 0 ? (
        <div className="search-empty">
          <p>{T.noResultsHint}</p>
          <button type="button" className="button button--secondary" onClick={() => setNow('')}>
            {T.reset}
          </button>
        </div>
      ) : (
        <Results key={term} term={term} groups={groups} />
      )}
    </main>
  );
}

interface EmptySearchProps {
  tooShort: boolean;
  categories: Category[];
  onSuggestion: (term: string) => void;
}

/** Spec 2 §2, empty query: heading, intro, the nine suggested terms and the category links. */
function EmptySearch({ tooShort, categories, onSuggestion }: EmptySearchProps) {
  return (
    <div className="search-intro">
      {tooShort && <p className="field__hint">{T.minLength}</p>}
      <h2 className="search-intro__title">{T.introTitle}</h2>
      <p>{T.intro}</p>
      <section className="search-intro" aria-labelledby="search-suggestions">
        <h3 id="search-suggestions">{T.suggestionsTitle}</h3>
        <ul className="chip-list">
          {T.suggestions.map((suggestion) => (
            <li key={suggestion}>
              <button type="button" className="chip" onClick={() => onSuggestion(suggestion)}>
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <nav className="search-intro" aria-labelledby="search-categories">
        <h3 id="search-categories">{T.categoriesTitle}</h3>
        <ul className="category-links">
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={category.href} className="category-link">
                <TopicIcon icon={category.icon} />
                {category.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

interface ResultsProps {
  term: string;
  groups: ResultGroup[];
}

/** The category tabs (only for more than one category) and the grouped results. */
function Results({ term, groups }: ResultsProps) {
  const count = groups.reduce((sum, group) => sum + group.results.length, 0);
  const [tab, setTab] = useState<Tab>('all');
  const tabsId = useId();
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());
  const withTabs = groups.length > 1;
  const tabs: { id: Tab; label: string; count: number }[] = [
    { id: 'all', label: T.all, count },
    ...groups.map((group) => ({ id: group.id, label: group.title, count: group.results.length })),
  ];
  const visible = tab === 'all' ? groups : groups.filter((group) => group.id === tab);

  const select = (next: Tab) => {
    setTab(next);
    tabRefs.current.get(next)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((item) => item.id === tab);
    const to =
      event.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (to === -1) return;
    event.preventDefault();
    select(tabs[to].id);
  };

  const list = visible.map((group) => (
    <section key={group.id} className="search-group" aria-labelledby={`${tabsId}-group-${group.id}`}>
      <h2 className="search-group__title" id={`${tabsId}-group-${group.id}`}>
        <TopicIcon icon={group.icon} />
        {group.title}
      </h2>
      <ul className="search-results">
        {group.results.map((result) => (
          <li key={result.section.sectionId}>
            <SearchResultCard result={result} term={term} />
          </li>
        ))}
      </ul>
    </section>
  ));

  return (
    <>
      {withTabs ? (
        <>
          <div className="search-tabs" role="tablist" aria-label={T.categoriesLabel} onKeyDown={onKeyDown}>
            {tabs.map((item) => (
              <button
                key={item.id}
                ref={(element) => {
                  if (element) tabRefs.current.set(item.id, element);
                  else tabRefs.current.delete(item.id);
                }}
                type="button"
                role="tab"
                id={`${tabsId}-tab-${item.id}`}
                className="search-tab"
                aria-selected={tab === item.id}
                aria-controls={`${tabsId}-panel`}
                tabIndex={tab === item.id ? 0 : -1}
                onClick={() => setTab(item.id)}
              >
                {item.label} <span className="search-tab__count">({item.count})</span>
              </button>
            ))}
          </div>
          <div
            className="stack"
            role="tabpanel"
            id={`${tabsId}-panel`}
            aria-labelledby={`${tabsId}-tab-${tab}`}
          >
            {list}
          </div>
        </>
      ) : (
        <div className="stack">{list}</div>
      )}
    </>
  );
}
