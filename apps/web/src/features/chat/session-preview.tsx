import { CHAT_TEXTS } from '@mpu/ui-texts';
import { useGetSessionPreviewQuery } from './chat.api';

const T = CHAT_TEXTS.sessions;

/** The preview of a session in the list (spec 1 §4): loading, failed, empty, or its messages. */
export function SessionPreview({ sessionId, label }: { sessionId: string; label: string }) {
  const { data, isError, isFetching } = useGetSessionPreviewQuery(sessionId);
  let content;
  if (isError) content = <p className="session-preview__state">{T.previewFailed}</p>;
  else if (!data) content = <p className="session-preview__state">{isFetching ? T.previewLoading : ''}</p>;
  else if (data.length === 0) content = <p className="session-preview__state">{T.previewEmpty}</p>;
  else
    content = (
      <ol className="session-preview__items">
        {data.map((item, index) => (
          <li key={index} className="session-preview__item">
            <p className="session-preview__message">
              <span className="visually-hidden">{CHAT_TEXTS.log.user}: </span>
              {item.message}
            </p>
            {item.response && <p className="session-preview__response">{item.response}</p>}
          </li>
        ))}
      </ol>
    );
  return (
    <section className="session-preview" aria-label={label} aria-live="polite">
      {content}
    </section>
  );
}
