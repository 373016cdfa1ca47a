import { highlight } from '@mpu/domain';
import { Fragment } from 'react';

/** The text with every occurrence of the term marked (spec 2 §5: titles and snippets). */
export function HighlightedText({ text, term }: { text: string; term: string }) {
  return (
    <>
      {highlight(text, term).map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </>
  );
}
