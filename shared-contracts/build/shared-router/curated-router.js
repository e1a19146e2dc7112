// What every build provides under both shared keys, 'react-router' and 'react-router-dom': the part
// of React Router the site uses, taken from the package through aliases (see ../router.ts for why
// not all of it). The names must match ROUTER_API in ../router.ts (checked by ../router.test.ts).
export {
  Await,
  Form,
  Link,
  Navigate,
  Outlet,
  createBrowserRouter,
  data,
  isRouteErrorResponse,
  matchRoutes,
  redirect,
  useBlocker,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useParams,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  useSearchParams,
} from '@firm/react-router-implementation';
// react-router-dom's RouterProvider, not react-router's (router.ts, ROUTER_DOM_IMPLEMENTATION).
export { RouterProvider } from '@firm/react-router-implementation/dom';
