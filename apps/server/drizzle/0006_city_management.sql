CREATE TABLE "city_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "city_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"city_id" bigint NOT NULL,
	"scheme" text NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "city_names" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "city_names_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"city_id" bigint NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "cities_country_name_en_uq";--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "kind_of_area" text DEFAULT 'city_proper' NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "city_codes" ADD CONSTRAINT "city_codes_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_names" ADD CONSTRAINT "city_names_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "city_codes_scheme_code_uq" ON "city_codes" USING btree ("scheme","code");--> statement-breakpoint
CREATE UNIQUE INDEX "city_codes_city_scheme_uq" ON "city_codes" USING btree ("city_id","scheme");--> statement-breakpoint
CREATE UNIQUE INDEX "city_names_city_name_uq" ON "city_names" USING btree ("city_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_country_name_region_kind_uq" ON "cities" USING btree ("country_id","name_en",coalesce("admin_name", ''),"kind_of_area");