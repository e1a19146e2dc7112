-- Statement and lock timeouts of the API roles, as hosted projects set them (anon 3 s,
-- authenticated 8 s; the authenticator login 8 s): PostgREST applies the role's own setting to
-- each request it runs as that role, so one slow request (a pathological pattern filter, a
-- runaway join) is cancelled with SQLSTATE 57014 instead of holding its connection. Stated here
-- so that every database the project runs on, a local one included, has the same limits.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
alter role authenticator set lock_timeout = '8s';

-- PostgREST re-reads role settings on a config reload.
notify pgrst, 'reload config';
