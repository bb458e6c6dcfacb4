// npm as the package and toolchain tests run it: the npm of this machine may warn about its
// own configuration, update checks, funding and audits; keep its output to errors.

export const NPM_ENV = {
  ...process.env,
  npm_config_loglevel: 'error',
  npm_config_update_notifier: 'false',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
};
