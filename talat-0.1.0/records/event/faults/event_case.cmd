talat event event_case.yaml
