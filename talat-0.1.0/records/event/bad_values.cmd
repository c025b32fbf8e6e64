talat event bad_values.yaml
