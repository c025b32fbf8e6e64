talat event table_and_bye.yaml
