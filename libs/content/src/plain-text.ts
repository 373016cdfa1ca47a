import type { ArticleSection, ContentBlock } from './content.types';

function blockText(block: ContentBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'list':
      return block.items.join(' ');
    case 'table':
      return [block.caption ?? '', block.head.join(' '), ...block.rows.map((row) => row.join(' '))]
        .filter((part) => part !== '')
        .join(' ');
    case 'note':
      return [block.title ?? '', block.text].filter((part) => part !== '').join(' ');
    case 'link':
      return block.label;
    case 'image':
      return block.caption ?? '';
  }
}

/** A section's body as one line of plain text (what search matches and snippets show). */
export function sectionPlainText(section: ArticleSection): string {
  return section.body
    .map(blockText)
    .filter((text) => text !== '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
