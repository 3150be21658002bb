import { loadConfig } from './load-config';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, so the client address is the connected peer', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
  });

  it('takes a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).TRUST_PROXY).toBe(2);
  });

  it('takes a comma-separated list of named ranges, addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toEqual(['loopback']);
    expect(
      loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,172.18.0.2, fd00::/8, ::1, uniquelocal,linklocal' })
        .TRUST_PROXY,
    ).toEqual(['loopback', '10.0.0.0/8', '172.18.0.2', 'fd00::/8', '::1', 'uniquelocal', 'linklocal']);
  });

  it('refuses `true`, which would let any client choose its own address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*any client/);
  });

  it('names the variable and the entry it cannot read', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(
      /TRUST_PROXY: not an address, CIDR or named range: nginx/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: .*10\.0\.0\.0\/33/);
    expect(() => loadConfig({ TRUST_PROXY: 'loopback,' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(
      /TRUST_PROXY: a hop count must be between 0 and 10/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });
});

describe('RATE_LIMIT_SCALE', () => {
  it('is 1 by default and takes a positive multiplier', () => {
    expect(loadConfig({}).RATE_LIMIT_SCALE).toBe(1);
    expect(loadConfig({ RATE_LIMIT_SCALE: '2.5' }).RATE_LIMIT_SCALE).toBe(2.5);
  });

  it('refuses zero, negative and non-numeric values', () => {
    for (const value of ['0', '-1', 'off', '1001'])
      expect(() => loadConfig({ RATE_LIMIT_SCALE: value })).toThrow(/RATE_LIMIT_SCALE/);
  });
});
