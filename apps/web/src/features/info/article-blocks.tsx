import type { ContentBlock } from '@mpu/content';
import { INFO_TEXTS } from '@mpu/ui-texts';
import { Link } from 'react-router';

/** One block of an article section (decision 0009: structured content, never HTML). */
export function ArticleBlock({ block }: { block: ContentBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list': {
      const items = block.items.map((item, index) => <li key={index}>{item}</li>);
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'table':
      // A focusable, named scroll region: wide tables scroll sideways on phones, also by keyboard.
      return (
        <div
          className="table-scroll"
          role="region"
          aria-label={block.caption ?? INFO_TEXTS.article.tableLabel}
          tabIndex={0}
        >
          <table>
            {block.caption && <caption>{block.caption}</caption>}
            <thead>
              <tr>
                {block.head.map((cell, index) => (
                  <th key={index} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'note':
      return (
        <div className={`article-note article-note--${block.tone}`} role="note">
          {block.title && (
            <p>
              <strong>{block.title}</strong>
            </p>
          )}
          <p>{block.text}</p>
        </div>
      );
    case 'link':
      return (
        <Link to={block.to} className="button button--secondary article-link">
          {block.label}
        </Link>
      );
    case 'image':
      return (
        <figure className="article-figure">
          <img src={block.src} alt={block.alt} loading="lazy" decoding="async" />
          {block.caption && <figcaption>{block.caption}</figcaption>}
        </figure>
      );
  }
}
