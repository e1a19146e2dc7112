// Deno entry of the booking-admin function: what the hosted Edge Runtime and the local backend run.
import { serveFunction } from '../_shared/entry.ts';
import { BOOKING_SETTINGS } from '../_shared/booking/records.ts';
import handler from './handler.ts';

export default serveFunction('booking-admin', handler, { requires: BOOKING_SETTINGS });
