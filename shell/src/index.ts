// The async boundary Module Federation needs before any shared module is used
// (docs/architecture.md#d23). A prerendered page fetches this entry only after its first paint
// (./starter/starter.ts).
//
// Start-up in tasks (docs/performance.md): the browser gets the main thread back between steps,
// so no step is long enough for a visitor to feel. Each shared library is asked for in a task of
// its own (asking runs the federation runtime's share resolution), all are fetched at once, each
// is evaluated in the task its chunk arrives in, and the app's own code comes after them: asked
// for together with it, every library ran in one task after the last chunk arrived.

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const LIBRARIES = [
  () => import('react-dom/client'),
  () => import('styled-components'),
  () => import('react-router-dom'),
  () => import('@firm/shared-contracts'),
];

async function startInTasks(): Promise<void> {
  const loading: Promise<unknown>[] = [];
  for (const load of LIBRARIES) {
    await nextTask();
    loading.push(load().catch(() => undefined));
  }
  for (const library of loading) {
    await library;
    await nextTask();
  }
  // The first number formatter of a page loads the browser's locale data, a long step on a phone:
  // taken here, in a task of its own, rather than in the middle of the page's hydration.
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(1);
  await nextTask();
  await import('./bootstrap');
}

void startInTasks();
