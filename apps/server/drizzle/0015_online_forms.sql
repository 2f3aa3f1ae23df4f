CREATE TABLE "online_forms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "online_forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"table_name" text NOT NULL,
	"detail_columns" smallint DEFAULT 2 NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enhance_records" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"menu" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_forms_code_unique" UNIQUE("code")
);
