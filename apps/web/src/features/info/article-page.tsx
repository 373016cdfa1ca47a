import '../../styles/info.css';
import type { Article, InfoTopic } from '@mpu/content';
import { INFO_TEXTS } from '@mpu/ui-texts';
import { Link } from 'react-router';
import { hasStatus } from '../../shared/api/api-error';
import { Spinner } from '../../shared/ui/spinner';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { PremiumLockedPage } from '../subscription/premium-locked-page';
import { ArticleBlock } from './article-blocks';
import { useGetInfoArticleQuery } from './info.api';
import { InfoAudio } from './info-audio';
import { BackArrowIcon } from '../../shared/ui/icons';
import { LoadError } from './load-error';
import { useSectionDeepLink, type SectionDeepLink } from './use-section-deep-link';

const T = INFO_TEXTS.article;

interface ArticlePageProps {
  topic: InfoTopic;
  /** The route's title, shown while the article loads. */
  title: string;
}

/**
 * /info/<topic> (spec 2 §2): back link, title, the audio summary under it (articles with `hasAudio`), sections with
 * their anchor ids and the deep-link behaviour.
 */
export default function ArticlePage({ topic, title }: ArticlePageProps) {
  const { data: article, isLoading, isError, error, refetch } = useGetInfoArticleQuery(topic);
  const deepLink = useSectionDeepLink(article !== undefined);
  usePageTitle(article?.title ?? title);

  // The route gate lets subscribers through; should the server still refuse (subscription just ended), lock.
  if (hasStatus(error, 403)) return <PremiumLockedPage tier="basic" />;

  return (
    <main className="page article-page">
      <Link to="/info" className="back-link">
        <BackArrowIcon width={20} height={20} />
        {INFO_TEXTS.backToBasics}
      </Link>
      {article ? (
        <ArticleView article={article} deepLink={deepLink} />
      ) : (
        <>
          <h1 className="page__title">{title}</h1>
          {isLoading ? (
            <Spinner />
          ) : (
            isError && <LoadError text={T.loadError} onRetry={() => void refetch()} />
          )}
        </>
      )}
      {deepLink.missingId !== null && (
        <p className="section-banner" role="alert" lang="en">
          {T.sectionNotFound(deepLink.missingId)}
        </p>
      )}
    </main>
  );
}

function ArticleView({ article, deepLink }: { article: Article; deepLink: SectionDeepLink }) {
  const { highlight } = deepLink;
  return (
    <article className="article" aria-labelledby="article-title">
      <header className="article__header">
        <h1 className="page__title" id="article-title">
          {article.title}
        </h1>
        <InfoAudio audioKey={article.topic} enabled={article.hasAudio} />
        <p className="page__lead">{article.summary}</p>
      </header>

      {article.sections.length > 1 && (
        <nav className="article-toc" aria-labelledby="article-toc-title">
          <h2 className="article-toc__title" id="article-toc-title">
            {T.contents}
          </h2>
          <ol>
            {article.sections.map((section) => (
              <li key={section.id}>
                <Link to={{ hash: `#${section.id}` }}>{section.title}</Link>
              </li>
            ))}
          </ol>
        </nav>
      )}

      {article.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className="article-section"
          aria-labelledby={`${section.id}-title`}
          tabIndex={-1}
          data-highlight={highlight?.id === section.id ? highlight.phase : undefined}
        >
          <h2 className="article-section__title" id={`${section.id}-title`}>
            {section.title}
          </h2>
          {section.body.map((block, index) => (
            <ArticleBlock key={index} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}
