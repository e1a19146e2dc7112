// What every build provides under both shared keys, 'react-router' and 'react-router-dom': the part
// of React Router the site uses, taken from the package through an alias (see ../router.ts for why
// not all of it). The names must match ROUTER_API in ../router.ts (checked by ../router.test.ts).
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
} from '@firm/react-router-implementation';
