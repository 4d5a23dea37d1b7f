import { createBrowserRouter, type RouteObject } from 'react-router';
import { SearchPage } from '../features/search/SearchPage';
import { ErrorPage } from './routes/ErrorPage';
import { HomePage } from './routes/HomePage';
import { NotFoundPage } from './routes/NotFoundPage';
import { RootLayout } from './routes/RootLayout';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'car-leasing/search', element: <SearchPage vehicleType={1} /> },
      { path: 'car-leasing/search/:reference', element: <SearchPage vehicleType={1} /> },
      { path: 'van-leasing/search', element: <SearchPage vehicleType={2} /> },
      { path: 'van-leasing/search/:reference', element: <SearchPage vehicleType={2} /> },
      { path: '404', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
