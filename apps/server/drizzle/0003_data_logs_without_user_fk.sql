ALTER TABLE "data_logs" DROP CONSTRAINT "data_logs_user_id_users_id_fk";
