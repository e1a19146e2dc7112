// What every build provides under the shared key 'react-router-dom': like the real package, a
// re-export of 'react-router', which the build consumes from the share scope, so both keys stay
// one router instance per page. The names must match ROUTER_API in ../router.ts.
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
