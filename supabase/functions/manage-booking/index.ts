// Deno entry of the manage-booking function: what the hosted Edge Runtime and the local backend run.
import { serveFunction } from '../_shared/entry.ts';
import { BOOKING_SETTINGS } from '../_shared/booking/records.ts';
import handler from './handler.ts';

export default serveFunction('manage-booking', handler, { requires: BOOKING_SETTINGS });
