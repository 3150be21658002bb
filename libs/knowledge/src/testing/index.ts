export * from './file-fixtures';
export * from './pdf-fixtures';
export * from './png-fixtures';
export * from './zip-fixtures';
