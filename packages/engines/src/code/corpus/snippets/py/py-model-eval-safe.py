def evaluate(model, batch):
    model.eval()
    return model(batch)
