import type { StoredSimulationReport } from '@mpu/contracts';
import { CHAT_TEXTS } from '@mpu/ui-texts';
import { useId } from 'react';
import { formatSessionDate } from './format';

const T = CHAT_TEXTS.report;

/**
 * The end-of-simulation report in the chat: the prognosis, a score per criterion backed by the user's own
 * words, three things to practise, and whether it was made without AI. It never promises a result.
 */
export function ReportView({ stored }: { stored: StoredSimulationReport }) {
  const headingId = useId();
  const { report } = stored;
  return (
    <article className="report" aria-labelledby={headingId}>
      <h2 id={headingId} className="report__heading">
        {T.heading}
      </h2>
      <div className={`report__verdict report__verdict--${report.verdict}`}>
        <p className="report__verdict-title">{T.verdict[report.verdict]}</p>
        <p>{T.verdictText[report.verdict]}</p>
      </div>
      {report.summary && <p className="report__summary">{report.summary}</p>}
      <p className="report__disclaimer">{T.disclaimer}</p>

      <h3 className="report__subheading">{T.criteriaHeading}</h3>
      <ul className="report__criteria">
        {report.criteria.map((criterion) => (
          <li key={criterion.criterion} className="report__criterion">
            <div className="report__criterion-head">
              <h4 className="report__criterion-label">{criterion.label}</h4>
              <span className="report__score">{T.score(criterion.score)}</span>
            </div>
            <meter
              className="report__meter"
              min={0}
              max={10}
              low={4}
              high={7}
              optimum={10}
              value={criterion.score}
              aria-label={`${criterion.label}: ${T.score(criterion.score)}`}
            />
            <p>{criterion.assessment}</p>
            {criterion.quotes.length > 0 ? (
              <div className="report__quotes">
                <p className="report__quotes-label">{T.quotes}</p>
                {criterion.quotes.map((quote, index) => (
                  <blockquote key={index} className="report__quote">
                    „{quote}“
                  </blockquote>
                ))}
              </div>
            ) : (
              <p className="report__no-quotes">{T.noQuotes}</p>
            )}
          </li>
        ))}
      </ul>

      <h3 className="report__subheading">{T.practiceHeading}</h3>
      <ol className="report__practice">
        {report.practice.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ol>

      {stored.source === 'rule-based' && <p className="report__note">{T.ruleBased}</p>}
      <p className="report__date">{T.createdAt(formatSessionDate(stored.createdAt))}</p>
    </article>
  );
}
