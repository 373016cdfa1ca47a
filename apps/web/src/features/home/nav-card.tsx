import { APP_TEXTS } from '@mpu/contracts';
import { useId, type ComponentType, type SVGProps } from 'react';
import { Link } from 'react-router';
import { isExternalUrl } from '../../shared/external-links';
import { ChevronRightIcon, ExternalIcon } from '../../shared/ui/icons';

interface NavCardProps {
  to: string;
  title: string;
  text: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  emphasis?: boolean;
}

/** A card-sized link; absolute URLs open in a new tab, paths stay in the app. */
export function NavCard({ to, title, text, icon: Icon, emphasis = false }: NavCardProps) {
  const id = useId();
  const external = isExternalUrl(to);
  const className = `card card--link${emphasis ? ' card--emphasis' : ''}`;
  const content = (
    <>
      <span className="card__icon">
        <Icon />
      </span>
      <span className="card__body">
        <span className="card__title" id={`${id}-title`}>
          {title}
        </span>
        <span className="card__text" id={`${id}-text`}>
          {text}
          {external && <span className="visually-hidden"> {APP_TEXTS.home.opensInNewTab}</span>}
        </span>
      </span>
      <span className="card__chevron">{external ? <ExternalIcon /> : <ChevronRightIcon />}</span>
    </>
  );
  const a11y = { 'aria-labelledby': `${id}-title`, 'aria-describedby': `${id}-text` };

  return external ? (
    <a href={to} className={className} target="_blank" rel="noopener noreferrer" {...a11y}>
      {content}
    </a>
  ) : (
    <Link to={to} className={className} {...a11y}>
      {content}
    </Link>
  );
}
