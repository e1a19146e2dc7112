// The async boundary Module Federation needs before any shared module is used
// (docs/architecture.md#d23). A prerendered page fetches this entry only after its first paint
// (./prerender/starter.ts).

void import('./bootstrap');
