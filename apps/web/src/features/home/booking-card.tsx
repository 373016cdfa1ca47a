import { APP_TEXTS } from '@mpu/ui-texts';
import { BOOKING_URL } from '../../shared/external-links';
import { PhoneIcon } from '../../shared/ui/icons';
import { NavCard } from './nav-card';

const T = APP_TEXTS.home;

/** 'Kostenloses Erstgespräch buchen': a link when a booking URL is configured, otherwise a notice. */
export function BookingCard() {
  if (BOOKING_URL)
    return <NavCard to={BOOKING_URL} title={T.bookingTitle} text={T.bookingText} icon={PhoneIcon} />;
  return (
    <div className="card card--muted" data-booking="unavailable">
      <span className="card__icon">
        <PhoneIcon />
      </span>
      <span className="card__body">
        <span className="card__title">{T.bookingTitle}</span>
        <span className="card__text">
          {T.bookingText} {T.bookingUnavailable}
        </span>
      </span>
    </div>
  );
}
