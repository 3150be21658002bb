import { ConfigError, loadConfig } from './load-config';
import { blobStoreLocation, eventStoreLocation, readStoreLocation } from './store-locations';

describe('loadConfig', () => {
  it('gives the embedded defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      DATA_DIR: '.data',
      EVENT_STORE: 'sqlite',
      READ_STORE: 'sqlite',
      PROJECTOR_BATCH_SIZE: 500,
    });
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ EVENT_STORE: '', PROJECTOR_BATCH_SIZE: '' }).EVENT_STORE).toBe('sqlite');
  });

  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ EVENT_STORE: 'postgres' })).toThrow(/EVENT_STORE/);
    expect(() => loadConfig({ PROJECTOR_BATCH_SIZE: 'many' })).toThrow(/PROJECTOR_BATCH_SIZE/);
  });

  it('requires the server URL when a production store is chosen', () => {
    expect(() => loadConfig({ EVENT_STORE: 'eventstoredb' })).toThrow(ConfigError);
    expect(() => loadConfig({ READ_STORE: 'mongodb' })).toThrow(/MONGODB_URL: is required/);
    expect(
      loadConfig({ READ_STORE: 'mongodb', MONGODB_URL: 'mongodb://127.0.0.1:27017/?replicaSet=rs0' })
        .READ_STORE,
    ).toBe('mongodb');
  });

  it('requires POSTGRES_URL when any store is postgres, and puts blobs beside the read models', () => {
    expect(() => loadConfig({ EVENT_STORE: 'postgres' })).toThrow(/POSTGRES_URL: is required/);
    expect(() => loadConfig({ BLOB_STORE: 'postgres' })).toThrow(/POSTGRES_URL: is required/);
    expect(() => loadConfig({ EVENT_STORE: 'postgres', POSTGRES_URL: 'mysql://h/db' })).toThrow(
      /POSTGRES_URL/,
    );
    const url = 'postgres://app@db.internal:5432/buildmentor';
    const config = loadConfig({ EVENT_STORE: 'postgres', READ_STORE: 'postgres', POSTGRES_URL: url });
    expect(eventStoreLocation(config)).toEqual({ kind: 'postgres', url, poolSize: 10 });
    expect(readStoreLocation(config)).toEqual({ kind: 'postgres', url, poolSize: 10 });
    expect(blobStoreLocation(config)).toEqual({ kind: 'postgres', url, poolSize: 10 });
    expect(blobStoreLocation(loadConfig({})).kind).toBe('fs');
    expect(
      blobStoreLocation(loadConfig({ READ_STORE: 'postgres', BLOB_STORE: 'fs', POSTGRES_URL: url })).kind,
    ).toBe('fs');
  });
});

describe('ADMIN_EMAILS', () => {
  it('defaults to no addresses (nobody is admin by a published default) and lower-cases a list', () => {
    expect(loadConfig({}).ADMIN_EMAILS).toEqual([]);
    expect(loadConfig({ ADMIN_EMAILS: '' }).ADMIN_EMAILS).toEqual([]);
    expect(loadConfig({ ADMIN_EMAILS: ' Boss@Firm.com.au , ops@firm.com.au' }).ADMIN_EMAILS).toEqual([
      'boss@firm.com.au',
      'ops@firm.com.au',
    ]);
  });

  it('rejects an entry that is not an email, naming the variable', () => {
    expect(() => loadConfig({ ADMIN_EMAILS: 'boss@firm.com.au,nobody' })).toThrow(
      /ADMIN_EMAILS: not an email: nobody/,
    );
  });
});

describe('model cost settings', () => {
  it('reads OPENAI_MAX_COMPLETION_TOKENS as an optional positive integer', () => {
    expect(loadConfig({}).OPENAI_MAX_COMPLETION_TOKENS).toBeUndefined();
    expect(loadConfig({ OPENAI_MAX_COMPLETION_TOKENS: '800' }).OPENAI_MAX_COMPLETION_TOKENS).toBe(800);
    expect(() => loadConfig({ OPENAI_MAX_COMPLETION_TOKENS: '0' })).toThrow(/OPENAI_MAX_COMPLETION_TOKENS/);
  });

  it('reads TOKEN_BUDGETS as tier=tokens pairs and names a bad pair', () => {
    expect(loadConfig({}).TOKEN_BUDGETS).toEqual({});
    expect(loadConfig({ TOKEN_BUDGETS: 'starter=200000, pro=2000000' }).TOKEN_BUDGETS).toEqual({
      starter: 200_000,
      pro: 2_000_000,
    });
    expect(() => loadConfig({ TOKEN_BUDGETS: 'gold=5' })).toThrow(/TOKEN_BUDGETS.*gold=5/);
    expect(() => loadConfig({ TOKEN_BUDGETS: 'starter=0' })).toThrow(/TOKEN_BUDGETS/);
  });
});
