ALTER TABLE "data_values" DROP CONSTRAINT IF EXISTS "data_values_series_id_series_id_fk";
--> statement-breakpoint
ALTER TABLE "data_values" DROP CONSTRAINT IF EXISTS "data_values_dimension_id_dimensions_id_fk";
--> statement-breakpoint
ALTER TABLE "data_values" DROP CONSTRAINT IF EXISTS "data_values_country_id_countries_id_fk";
--> statement-breakpoint
ALTER TABLE "data_values" DROP CONSTRAINT IF EXISTS "data_values_city_id_cities_id_fk";
