talat event ruling_no_table.yaml
