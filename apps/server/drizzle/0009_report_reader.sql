-- Online reports on the platform's own database read only the views of the schema "reports", as the role
-- csp_report_reader (read-only-source.ts: SET LOCAL ROLE inside the read-only transaction, search_path reports).
-- The views hold statistics and reference data; accounts, sessions, keys, codes, mails, logs, files and data
-- sources' passwords have none. Views run with their owner's (the product role's) rights, so the reader needs
-- no right on any table. Roles are cluster-wide: one shared NOLOGIN role, created if missing, granted per
-- database. Creating it needs CREATEROLE (or an administrator creates it first: README "Running on PostgreSQL").
CREATE SCHEMA IF NOT EXISTS "reports";--> statement-breakpoint
CREATE VIEW "reports"."countries" AS SELECT "id", "code", "iso2", "name_zh", "name_en", "sort", "created_at" FROM "public"."countries";--> statement-breakpoint
CREATE VIEW "reports"."cities" AS SELECT "id", "country_id", "source_key", "name_zh", "name_en", "admin_name", "longitude", "latitude", "capital", "population", "describe_zh", "describe_en", "start_year", "end_year", "sort", "created_at", "updated_at", "kind_of_area", "retired_at" FROM "public"."cities";--> statement-breakpoint
CREATE VIEW "reports"."city_names" AS SELECT "id", "city_id", "lang", "name" FROM "public"."city_names";--> statement-breakpoint
CREATE VIEW "reports"."city_codes" AS SELECT "id", "city_id", "scheme", "code" FROM "public"."city_codes";--> statement-breakpoint
CREATE VIEW "reports"."city_files" AS SELECT "id", "city_id", "file_id", "file_name", "created_at" FROM "public"."city_files";--> statement-breakpoint
CREATE VIEW "reports"."series" AS SELECT "id", "pid", "level", "number", "name_zh", "name_en", "type_id", "unit_zh", "unit_en", "value_kind", "decimals", "content_zh", "content_en", "source_zh", "source_en", "licence", "display", "year_on_year", "open", "sort", "created_at", "updated_at" FROM "public"."series";--> statement-breakpoint
CREATE VIEW "reports"."dimensions" AS SELECT "id", "series_id", "code", "number", "level", "category", "name_zh", "name_en", "content_zh", "content_en", "unit_zh", "unit_en", "compute_type", "formula", "parameters", "coefficient", "res_flag", "sort", "created_at", "updated_at" FROM "public"."dimensions";--> statement-breakpoint
CREATE VIEW "reports"."data_values" AS SELECT "id", "series_id", "dimension_id", "country_id", "city_id", "year", "value", "status", "published_at", "created_at", "updated_at" FROM "public"."data_values" WHERE "status" = 'published';--> statement-breakpoint
CREATE VIEW "reports"."categories" AS SELECT "id", "parent_id", "code", "name_zh", "name_en", "sort", "created_at" FROM "public"."categories";--> statement-breakpoint
CREATE VIEW "reports"."dicts" AS SELECT "id", "code", "name_zh", "name_en", "description", "created_at" FROM "public"."dicts";--> statement-breakpoint
CREATE VIEW "reports"."dict_items" AS SELECT "id", "dict_id", "value", "text_zh", "text_en", "sort", "status" FROM "public"."dict_items";--> statement-breakpoint
CREATE VIEW "reports"."departments" AS SELECT "id", "parent_id", "org_code", "name_zh", "name_en", "sort", "tenant_id", "created_at", "description" FROM "public"."departments";--> statement-breakpoint
CREATE VIEW "reports"."positions" AS SELECT "id", "code", "name_zh", "name_en", "created_at", "tenant_id" FROM "public"."positions";--> statement-breakpoint
CREATE VIEW "reports"."roles" AS SELECT "id", "code", "name_zh", "name_en", "description", "built_in", "created_at", "tenant_id" FROM "public"."roles";--> statement-breakpoint
CREATE VIEW "reports"."tenants" AS SELECT "id", "name", "status", "created_at" FROM "public"."tenants";--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_catalog.pg_roles WHERE rolname = 'csp_report_reader') THEN
    BEGIN
      CREATE ROLE csp_report_reader NOLOGIN NOINHERIT;
    EXCEPTION
      -- Another database of the same server created it meanwhile.
      WHEN duplicate_object OR unique_violation THEN NULL;
      WHEN insufficient_privilege THEN
        RAISE EXCEPTION 'the role csp_report_reader is missing and % may not create it', current_user
          USING HINT = 'As an administrator: CREATE ROLE csp_report_reader NOLOGIN; GRANT csp_report_reader TO '
            || quote_ident(current_user) || '; (README "Running on PostgreSQL")';
    END;
  END IF;
  IF NOT pg_catalog.pg_has_role(current_user, 'csp_report_reader', 'MEMBER') THEN
    EXECUTE pg_catalog.format('GRANT csp_report_reader TO %I', current_user);
  END IF;
END $$;--> statement-breakpoint
REVOKE ALL ON SCHEMA "reports" FROM PUBLIC;--> statement-breakpoint
GRANT USAGE ON SCHEMA "reports" TO csp_report_reader;--> statement-breakpoint
GRANT SELECT ON ALL TABLES IN SCHEMA "reports" TO csp_report_reader;
