// Deno entry of the booking-slots function: what the hosted Edge Runtime and the local backend run.
import { serveFunction } from '../_shared/entry.ts';
import { BOOKING_SETTINGS } from '../_shared/booking/records.ts';
import handler from './handler.ts';

export default serveFunction('booking-slots', handler, { requires: BOOKING_SETTINGS });
