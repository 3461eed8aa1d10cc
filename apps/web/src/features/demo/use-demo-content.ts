import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useApiClient } from '../../lib/api-client-context';
import { fetchDemo, selectDemo, type WithDemo } from './demo-slice';

/** The demo of a code, fetched once per code (again by retry()); null code fetches nothing. */
export function useDemoContent(code: string | null) {
  const api = useApiClient();
  const dispatch = useDispatch<ThunkDispatch<WithDemo, unknown, UnknownAction>>();
  const demo = useSelector(selectDemo);
  const current = code !== null && demo.fetchedCode === code;

  useEffect(() => {
    if (code !== null && !current) void dispatch(fetchDemo({ api, code }));
  }, [api, code, current, dispatch]);

  return {
    data: current ? demo.data : null,
    error: current ? demo.error : null,
    isLoading: code !== null && (!current || demo.isLoading),
    retry: () => {
      if (code !== null) void dispatch(fetchDemo({ api, code }));
    },
  };
}
