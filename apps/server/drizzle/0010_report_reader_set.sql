-- PostgreSQL 16 and later: a CREATEROLE role that creates csp_report_reader (migration 0009) is its member with
-- ADMIN but without SET, so pg_has_role(…, 'MEMBER') was already true and 0009 granted nothing; SET LOCAL ROLE
-- needs the SET option, which a GRANT by that role gives. (PostgreSQL 15 knows no SET option: nothing to do.)
DO $$
BEGIN
  IF pg_catalog.current_setting('server_version_num')::int >= 160000 THEN
    IF NOT pg_catalog.pg_has_role(current_user, 'csp_report_reader', 'SET') THEN
      EXECUTE pg_catalog.format('GRANT csp_report_reader TO %I', current_user);
    END IF;
  END IF;
END $$;
