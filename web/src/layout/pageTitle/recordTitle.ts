import { createContext, useContext, useEffect } from 'react';

/** Where a record page tells the layout the name of the record it shows (see {@link usePageRecordTitle}). */
export const RecordTitleContext = createContext<(title: string | null) => void>(() => undefined);

/**
 * Names the record a page below a §2 menu entry shows (e.g. an employee's name on
 * /setup/employees/:id), for the layout's breadcrumb and the browser tab's title (see pageTrail).
 * The name is withdrawn when the page goes away. Outside the layout it does nothing.
 */
export function usePageRecordTitle(title: string | null | undefined): void {
  const setTitle = useContext(RecordTitleContext);
  useEffect(() => {
    setTitle(title ?? null);
    return () => setTitle(null);
  }, [setTitle, title]);
}
