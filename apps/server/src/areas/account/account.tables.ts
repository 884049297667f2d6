/** An account import under way (import-marker.ts; migration 0023). */
export interface AccountImportsTable {
  userId: string;
  instance: string;
  startedAt: number;
  touchedAt: number;
}

declare module '../../db/schema' {
  interface Database {
    accountImports: AccountImportsTable;
  }
}
